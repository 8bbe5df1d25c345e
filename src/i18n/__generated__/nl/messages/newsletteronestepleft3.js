/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteronestepleft3Inputs */

const nl_newsletteronestepleft3 = /** @type {(inputs: Newsletteronestepleft3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog één stap`)
};

/**

* @param {Newsletteronestepleft3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletteronestepleft3 = nl_newsletteronestepleft3;
export { newsletteronestepleft3 as "newsletterOneStepLeft" }