/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpagenotfoundtitle4Inputs */

const sk_errorpagenotfoundtitle4 = /** @type {(inputs: Errorpagenotfoundtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Táto stránka žiaľ neexistuje`)
};

/**

* @param {Errorpagenotfoundtitle4Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const errorpagenotfoundtitle4 = sk_errorpagenotfoundtitle4;
export { errorpagenotfoundtitle4 as "errorPageNotFoundTitle" }