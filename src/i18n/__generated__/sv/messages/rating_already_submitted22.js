/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Already_Submitted22Inputs */

const sv_rating_already_submitted22 = /** @type {(inputs: Rating_Already_Submitted22Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du har redan betygsatt den här artikeln och kan tyvärr inte betygsätta den igen.`)
};

/**

* @param {Rating_Already_Submitted22Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const rating_already_submitted22 = sv_rating_already_submitted22;
export { rating_already_submitted22 as "RATING_ALREADY_SUBMITTED" }