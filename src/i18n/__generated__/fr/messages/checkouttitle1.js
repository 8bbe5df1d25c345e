/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttitle1Inputs */

const fr_checkouttitle1 = /** @type {(inputs: Checkouttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caisse`)
};

/**

* @param {Checkouttitle1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkouttitle1 = fr_checkouttitle1;
export { checkouttitle1 as "checkoutTitle" }