/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Update_Data_Failed26Inputs */

const de_ch2_newsletter_update_data_failed26 = /** @type {(inputs: Newsletter_Update_Data_Failed26Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.`)
};

/**

* @param {Newsletter_Update_Data_Failed26Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const newsletter_update_data_failed26 = de_ch2_newsletter_update_data_failed26;
export { newsletter_update_data_failed26 as "NEWSLETTER_UPDATE_DATA_FAILED" }