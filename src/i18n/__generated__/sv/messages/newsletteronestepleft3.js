/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteronestepleft3Inputs */

const sv_newsletteronestepleft3 = /** @type {(inputs: Newsletteronestepleft3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bara ett steg kvar`)
};

/**

* @param {Newsletteronestepleft3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newsletteronestepleft3 = sv_newsletteronestepleft3;
export { newsletteronestepleft3 as "newsletterOneStepLeft" }