/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteronestepleft3Inputs */

const cs_newsletteronestepleft3 = /** @type {(inputs: Newsletteronestepleft3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Už jen jeden krok`)
};

/**

* @param {Newsletteronestepleft3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newsletteronestepleft3 = cs_newsletteronestepleft3;
export { newsletteronestepleft3 as "newsletterOneStepLeft" }