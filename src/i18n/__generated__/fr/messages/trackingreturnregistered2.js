/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnregistered2Inputs */

const fr_trackingreturnregistered2 = /** @type {(inputs: Trackingreturnregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré`)
};

/**

* @param {Trackingreturnregistered2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const trackingreturnregistered2 = fr_trackingreturnregistered2;
export { trackingreturnregistered2 as "trackingReturnRegistered" }