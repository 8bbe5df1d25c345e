/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnoparcels2Inputs */

const cs_trackingnoparcels2 = /** @type {(inputs: Trackingnoparcels2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaši objednávku jsme přijali a zpracováváme ji. Jakmile bude balík na cestě, uvidíte zde jeho stav.`)
};

/**

* @param {Trackingnoparcels2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingnoparcels2 = cs_trackingnoparcels2;
export { trackingnoparcels2 as "trackingNoParcels" }