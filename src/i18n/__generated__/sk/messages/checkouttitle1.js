/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttitle1Inputs */

const sk_checkouttitle1 = /** @type {(inputs: Checkouttitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokladňa`)
};

/**

* @param {Checkouttitle1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkouttitle1 = sk_checkouttitle1;
export { checkouttitle1 as "checkoutTitle" }