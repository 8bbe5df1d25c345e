/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpagenotfoundtitle4Inputs */

const fr_errorpagenotfoundtitle4 = /** @type {(inputs: Errorpagenotfoundtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page n'existe pas`)
};

/**

* @param {Errorpagenotfoundtitle4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const errorpagenotfoundtitle4 = fr_errorpagenotfoundtitle4;
export { errorpagenotfoundtitle4 as "errorPageNotFoundTitle" }