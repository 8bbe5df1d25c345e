/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ returns: NonNullable<unknown> }} Trackingreturnslead2Inputs */

const cs_trackingreturnslead2 = /** @type {(inputs: Trackingreturnslead2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dorazila Vaše vratka? Zadejte číslo objednávky a PSČ doručovací adresy. Jak zboží vrátit, se dočtete v části ${i?.returns}.`)
};

/**

* @param {Trackingreturnslead2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingreturnslead2 = cs_trackingreturnslead2;
export { trackingreturnslead2 as "trackingReturnsLead" }