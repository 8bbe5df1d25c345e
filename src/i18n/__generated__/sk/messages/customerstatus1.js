/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerstatus1Inputs */

const sk_customerstatus1 = /** @type {(inputs: Customerstatus1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stav`)
};

/**

* @param {Customerstatus1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerstatus1 = sk_customerstatus1;
export { customerstatus1 as "customerStatus" }