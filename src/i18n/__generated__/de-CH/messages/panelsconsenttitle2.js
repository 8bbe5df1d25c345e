/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsenttitle2Inputs */

const de_ch2_panelsconsenttitle2 = /** @type {(inputs: Panelsconsenttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir verwenden Cookies`)
};

/**

* @param {Panelsconsenttitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const panelsconsenttitle2 = de_ch2_panelsconsenttitle2;
export { panelsconsenttitle2 as "panelsConsentTitle" }