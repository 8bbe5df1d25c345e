/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpagenotfoundtitle4Inputs */

const cs_errorpagenotfoundtitle4 = /** @type {(inputs: Errorpagenotfoundtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tato stránka bohužel neexistuje`)
};

/**

* @param {Errorpagenotfoundtitle4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const errorpagenotfoundtitle4 = cs_errorpagenotfoundtitle4;
export { errorpagenotfoundtitle4 as "errorPageNotFoundTitle" }