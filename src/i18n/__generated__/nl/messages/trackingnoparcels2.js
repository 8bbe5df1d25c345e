/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnoparcels2Inputs */

const nl_trackingnoparcels2 = /** @type {(inputs: Trackingnoparcels2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je bestelling is binnen en wordt verwerkt. Zodra er een pakket onderweg is, zie je hier de status.`)
};

/**

* @param {Trackingnoparcels2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const trackingnoparcels2 = nl_trackingnoparcels2;
export { trackingnoparcels2 as "trackingNoParcels" }