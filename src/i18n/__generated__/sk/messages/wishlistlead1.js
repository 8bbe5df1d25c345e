/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistlead1Inputs */

const sk_wishlistlead1 = /** @type {(inputs: Wishlistlead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu si zhromažďujete tovar, ktorý sa Vám páči – a objednáte si ho, kedykoľvek budete chcieť.`)
};

/**

* @param {Wishlistlead1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishlistlead1 = sk_wishlistlead1;
export { wishlistlead1 as "wishlistLead" }