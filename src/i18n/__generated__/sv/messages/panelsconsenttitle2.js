/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsenttitle2Inputs */

const sv_panelsconsenttitle2 = /** @type {(inputs: Panelsconsenttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vi använder cookies`)
};

/**

* @param {Panelsconsenttitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const panelsconsenttitle2 = sv_panelsconsenttitle2;
export { panelsconsenttitle2 as "panelsConsentTitle" }