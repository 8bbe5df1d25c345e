/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnreceived2Inputs */

const sk_trackingreturnreceived2 = /** @type {(inputs: Trackingreturnreceived2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijaté do skladu`)
};

/**

* @param {Trackingreturnreceived2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingreturnreceived2 = sk_trackingreturnreceived2;
export { trackingreturnreceived2 as "trackingReturnReceived" }