/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supporttitle1Inputs */

const sv_supporttitle1 = /** @type {(inputs: Supporttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

/**

* @param {Supporttitle1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const supporttitle1 = sv_supporttitle1;
export { supporttitle1 as "supportTitle" }