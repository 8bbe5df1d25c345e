/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpagenotfoundtitle4Inputs */

const sv_errorpagenotfoundtitle4 = /** @type {(inputs: Errorpagenotfoundtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Den här sidan finns tyvärr inte`)
};

/**

* @param {Errorpagenotfoundtitle4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const errorpagenotfoundtitle4 = sv_errorpagenotfoundtitle4;
export { errorpagenotfoundtitle4 as "errorPageNotFoundTitle" }