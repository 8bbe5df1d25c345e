/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistlead1Inputs */

const cs_wishlistlead1 = /** @type {(inputs: Wishlistlead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zde si shromažďujete zboží, které se Vám líbí – a objednáte si ho, kdykoli budete chtít.`)
};

/**

* @param {Wishlistlead1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const wishlistlead1 = cs_wishlistlead1;
export { wishlistlead1 as "wishlistLead" }