/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Not_Available18Inputs */

const de_rating_not_available18 = /** @type {(inputs: Rating_Not_Available18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus technischen Gründen ist eine Bewertung dieses Artikels momentan leider nicht möglich.`)
};

/**

* @param {Rating_Not_Available18Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const rating_not_available18 = de_rating_not_available18;
export { rating_not_available18 as "RATING_NOT_AVAILABLE" }