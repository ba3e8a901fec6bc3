-- Where a lead came from (issue 13 item 6): the page on which the visitor entered the site, the
-- site that linked to it, and the UTM tags of a campaign link, sent with the inquiry by the form (no
-- cookie; src/domain/inquiry/source.ts checks them). Null for every inquiry stored before, for a
-- form sent without JavaScript, and for what the visitor's browser did not tell.
ALTER TABLE contact_inquiries ADD COLUMN landing_page varchar(300);
ALTER TABLE contact_inquiries ADD COLUMN referrer varchar(300);
ALTER TABLE contact_inquiries ADD COLUMN utm_source varchar(100);
ALTER TABLE contact_inquiries ADD COLUMN utm_medium varchar(100);
ALTER TABLE contact_inquiries ADD COLUMN utm_campaign varchar(100);
-- The dashboard counts a week's inquiries and their first replies by the time they arrived.
CREATE INDEX inquiry_events_first_reply ON inquiry_events (inquiry_id, created_at) WHERE kind = 'reply';
