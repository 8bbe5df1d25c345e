/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistlead1Inputs */

const sv_wishlistlead1 = /** @type {(inputs: Wishlistlead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Här samlar du varor som du gillar – och beställer dem när du vill.`)
};

/**

* @param {Wishlistlead1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishlistlead1 = sv_wishlistlead1;
export { wishlistlead1 as "wishlistLead" }