/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttoreview2Inputs */

const cs_checkouttoreview2 = /** @type {(inputs: Checkouttoreview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokračovat k souhrnu`)
};

/**

* @param {Checkouttoreview2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkouttoreview2 = cs_checkouttoreview2;
export { checkouttoreview2 as "checkoutToReview" }