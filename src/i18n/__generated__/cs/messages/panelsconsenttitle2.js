/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsenttitle2Inputs */

const cs_panelsconsenttitle2 = /** @type {(inputs: Panelsconsenttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Používáme cookies`)
};

/**

* @param {Panelsconsenttitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelsconsenttitle2 = cs_panelsconsenttitle2;
export { panelsconsenttitle2 as "panelsConsentTitle" }