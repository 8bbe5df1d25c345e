/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttitle1Inputs */

const de_checkouttitle1 = /** @type {(inputs: Checkouttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kasse`)
};

/**

* @param {Checkouttitle1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkouttitle1 = de_checkouttitle1;
export { checkouttitle1 as "checkoutTitle" }