/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supporttitle1Inputs */

const sk_supporttitle1 = /** @type {(inputs: Supporttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podpora`)
};

/**

* @param {Supporttitle1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const supporttitle1 = sk_supporttitle1;
export { supporttitle1 as "supportTitle" }