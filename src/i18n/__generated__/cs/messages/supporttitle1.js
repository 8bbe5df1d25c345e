/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supporttitle1Inputs */

const cs_supporttitle1 = /** @type {(inputs: Supporttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podpora`)
};

/**

* @param {Supporttitle1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const supporttitle1 = cs_supporttitle1;
export { supporttitle1 as "supportTitle" }