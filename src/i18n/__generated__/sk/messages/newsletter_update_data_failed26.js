/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_Update_Data_Failed26Inputs */

const sk_newsletter_update_data_failed26 = /** @type {(inputs: Newsletter_Update_Data_Failed26Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niečo sa pokazilo. Skúste to, prosím, neskôr.`)
};

/**

* @param {Newsletter_Update_Data_Failed26Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletter_update_data_failed26 = sk_newsletter_update_data_failed26;
export { newsletter_update_data_failed26 as "NEWSLETTER_UPDATE_DATA_FAILED" }