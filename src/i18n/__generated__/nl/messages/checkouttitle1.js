/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttitle1Inputs */

const nl_checkouttitle1 = /** @type {(inputs: Checkouttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afrekenen`)
};

/**

* @param {Checkouttitle1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkouttitle1 = nl_checkouttitle1;
export { checkouttitle1 as "checkoutTitle" }