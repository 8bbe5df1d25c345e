/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ returns: NonNullable<unknown> }} Trackingreturnslead2Inputs */

const sv_trackingreturnslead2 = /** @type {(inputs: Trackingreturnslead2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Har din retur kommit fram? Ange ditt ordernummer och postnumret för leveransadressen. Hur du returnerar varor läser du under ${i?.returns}.`)
};

/**

* @param {Trackingreturnslead2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const trackingreturnslead2 = sv_trackingreturnslead2;
export { trackingreturnslead2 as "trackingReturnsLead" }