/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnreceived2Inputs */

const fr_trackingreturnreceived2 = /** @type {(inputs: Trackingreturnreceived2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reçu à l’entrepôt`)
};

/**

* @param {Trackingreturnreceived2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingreturnreceived2 = fr_trackingreturnreceived2;
export { trackingreturnreceived2 as "trackingReturnReceived" }