/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteronestepleft3Inputs */

const fr_newsletteronestepleft3 = /** @type {(inputs: Newsletteronestepleft3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus qu’une étape`)
};

/**

* @param {Newsletteronestepleft3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newsletteronestepleft3 = fr_newsletteronestepleft3;
export { newsletteronestepleft3 as "newsletterOneStepLeft" }