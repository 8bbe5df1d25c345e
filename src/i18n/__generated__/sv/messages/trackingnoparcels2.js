/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingnoparcels2Inputs */

const sv_trackingnoparcels2 = /** @type {(inputs: Trackingnoparcels2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din order har kommit in och behandlas. Så snart ett paket är på väg ser du dess status här.`)
};

/**

* @param {Trackingnoparcels2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingnoparcels2 = sv_trackingnoparcels2;
export { trackingnoparcels2 as "trackingNoParcels" }