/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistlead1Inputs */

const nl_wishlistlead1 = /** @type {(inputs: Wishlistlead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier verzamel je artikelen die je mooi vindt – en bestel je ze wanneer je maar wilt.`)
};

/**

* @param {Wishlistlead1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishlistlead1 = nl_wishlistlead1;
export { wishlistlead1 as "wishlistLead" }