/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsenttitle2Inputs */

const nl_panelsconsenttitle2 = /** @type {(inputs: Panelsconsenttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wij gebruiken cookies`)
};

/**

* @param {Panelsconsenttitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelsconsenttitle2 = nl_panelsconsenttitle2;
export { panelsconsenttitle2 as "panelsConsentTitle" }