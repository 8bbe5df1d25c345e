/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteronestepleft3Inputs */

const sk_newsletteronestepleft3 = /** @type {(inputs: Newsletteronestepleft3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Už len jeden krok`)
};

/**

* @param {Newsletteronestepleft3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newsletteronestepleft3 = sk_newsletteronestepleft3;
export { newsletteronestepleft3 as "newsletterOneStepLeft" }