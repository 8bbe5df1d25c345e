/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteronestepleft3Inputs */

const de_newsletteronestepleft3 = /** @type {(inputs: Newsletteronestepleft3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur noch ein Schritt`)
};

/**

* @param {Newsletteronestepleft3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newsletteronestepleft3 = de_newsletteronestepleft3;
export { newsletteronestepleft3 as "newsletterOneStepLeft" }