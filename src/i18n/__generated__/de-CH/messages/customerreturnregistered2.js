/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerreturnregistered2Inputs */

const de_ch2_customerreturnregistered2 = /** @type {(inputs: Customerreturnregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldet`)
};

/**

* @param {Customerreturnregistered2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerreturnregistered2 = de_ch2_customerreturnregistered2;
export { customerreturnregistered2 as "customerReturnRegistered" }