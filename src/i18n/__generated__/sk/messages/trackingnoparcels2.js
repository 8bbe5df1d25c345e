/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnoparcels2Inputs */

const sk_trackingnoparcels2 = /** @type {(inputs: Trackingnoparcels2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vašu objednávku sme prijali a spracúvame ju. Keď bude balík na ceste, uvidíte tu jeho stav.`)
};

/**

* @param {Trackingnoparcels2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingnoparcels2 = sk_trackingnoparcels2;
export { trackingnoparcels2 as "trackingNoParcels" }