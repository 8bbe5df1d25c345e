/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistlead1Inputs */

const fr_wishlistlead1 = /** @type {(inputs: Wishlistlead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rassemblez ici les articles qui vous plaisent – et commandez-les quand vous le souhaitez.`)
};

/**

* @param {Wishlistlead1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const wishlistlead1 = fr_wishlistlead1;
export { wishlistlead1 as "wishlistLead" }