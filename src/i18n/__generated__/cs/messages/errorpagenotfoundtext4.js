/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpagenotfoundtext4Inputs */

const cs_errorpagenotfoundtext4 = /** @type {(inputs: Errorpagenotfoundtext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stránka byla přesunuta nebo už neexistuje. Možná najdete, co hledáte, přes vyhledávání nebo úvodní stránku.`)
};

/**

* @param {Errorpagenotfoundtext4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const errorpagenotfoundtext4 = cs_errorpagenotfoundtext4;
export { errorpagenotfoundtext4 as "errorPageNotFoundText" }