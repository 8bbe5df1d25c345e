/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnreceived2Inputs */

const de_ch2_trackingreturnreceived2 = /** @type {(inputs: Trackingreturnreceived2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Im Lager eingegangen`)
};

/**

* @param {Trackingreturnreceived2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingreturnreceived2 = de_ch2_trackingreturnreceived2;
export { trackingreturnreceived2 as "trackingReturnReceived" }