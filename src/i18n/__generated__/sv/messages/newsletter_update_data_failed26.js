/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Update_Data_Failed26Inputs */

const sv_newsletter_update_data_failed26 = /** @type {(inputs: Newsletter_Update_Data_Failed26Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Något gick fel. Försök igen senare.`)
};

/**

* @param {Newsletter_Update_Data_Failed26Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletter_update_data_failed26 = sv_newsletter_update_data_failed26;
export { newsletter_update_data_failed26 as "NEWSLETTER_UPDATE_DATA_FAILED" }