/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsenttitle2Inputs */

const fr_panelsconsenttitle2 = /** @type {(inputs: Panelsconsenttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous utilisons des cookies`)
};

/**

* @param {Panelsconsenttitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelsconsenttitle2 = fr_panelsconsenttitle2;
export { panelsconsenttitle2 as "panelsConsentTitle" }