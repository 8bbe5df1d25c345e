/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttoreview2Inputs */

const sk_checkouttoreview2 = /** @type {(inputs: Checkouttoreview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokračovať na súhrn`)
};

/**

* @param {Checkouttoreview2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkouttoreview2 = sk_checkouttoreview2;
export { checkouttoreview2 as "checkoutToReview" }