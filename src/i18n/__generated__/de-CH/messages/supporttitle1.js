/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supporttitle1Inputs */

const de_ch2_supporttitle1 = /** @type {(inputs: Supporttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

/**

* @param {Supporttitle1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const supporttitle1 = de_ch2_supporttitle1;
export { supporttitle1 as "supportTitle" }