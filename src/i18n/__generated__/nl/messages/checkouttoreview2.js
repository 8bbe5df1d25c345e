/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttoreview2Inputs */

const nl_checkouttoreview2 = /** @type {(inputs: Checkouttoreview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verder naar overzicht`)
};

/**

* @param {Checkouttoreview2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkouttoreview2 = nl_checkouttoreview2;
export { checkouttoreview2 as "checkoutToReview" }