/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Not_Available18Inputs */

const sv_rating_not_available18 = /** @type {(inputs: Rating_Not_Available18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Av tekniska skäl går det tyvärr inte att betygsätta den här artikeln just nu.`)
};

/**

* @param {Rating_Not_Available18Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const rating_not_available18 = sv_rating_not_available18;
export { rating_not_available18 as "RATING_NOT_AVAILABLE" }