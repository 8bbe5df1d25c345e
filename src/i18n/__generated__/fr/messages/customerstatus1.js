/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerstatus1Inputs */

const fr_customerstatus1 = /** @type {(inputs: Customerstatus1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut`)
};

/**

* @param {Customerstatus1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerstatus1 = fr_customerstatus1;
export { customerstatus1 as "customerStatus" }