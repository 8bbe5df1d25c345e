/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpagenotfoundtext4Inputs */

const sv_errorpagenotfoundtext4 = /** @type {(inputs: Errorpagenotfoundtext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sidan har flyttats eller finns inte längre. Kanske hittar du det du söker via sökningen eller startsidan.`)
};

/**

* @param {Errorpagenotfoundtext4Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const errorpagenotfoundtext4 = sv_errorpagenotfoundtext4;
export { errorpagenotfoundtext4 as "errorPageNotFoundText" }